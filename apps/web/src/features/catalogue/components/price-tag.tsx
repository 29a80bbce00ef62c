import { formatRupiah } from "@app/domain/shared/currency";

export interface PriceTagProps {
  price: number;
  priceNormal: number;
  size?: "sm" | "lg";
}

/** Price 0 reads 'Gratis'; a higher normal price is shown struck through before the price. */
export function PriceTag({ price, priceNormal, size = "sm" }: PriceTagProps) {
  const main = size === "lg" ? "text-2xl" : "text-base";
  const normal = size === "lg" ? "text-sm" : "text-xs";
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      {priceNormal > price ? (
        <s className={`${normal} text-slate-600`}>
          <span className="sr-only">Harga normal</span> {formatRupiah(priceNormal)}
        </s>
      ) : null}
      {price === 0 ? (
        <span className={`${main} font-bold text-green-700`}>Gratis</span>
      ) : (
        <span className={`${main} font-bold text-slate-900`}>
          {priceNormal > price ? <span className="sr-only">Harga </span> : null}
          {formatRupiah(price)}
        </span>
      )}
    </span>
  );
}
