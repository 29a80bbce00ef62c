/** My programmes (Programmu): the learn tab of the navigation, where buying and studying lead back to. */
export const PROGRAMMU_PATH = "/programmu";
