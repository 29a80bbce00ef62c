/** Days between a deletion request and the erasure of the personal data; the mailed link undoes it until then. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
