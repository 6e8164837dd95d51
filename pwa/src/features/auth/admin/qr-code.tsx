import { renderSVG } from 'uqr';

/** The otpauth URL as a QR code, drawn here: the secret never leaves the page for a QR service. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(value, { border: 2 }))}`;
  return <img src={src} alt={label} width={200} height={200} />;
}
