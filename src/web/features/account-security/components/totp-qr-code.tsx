import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** The otpauth:// URI as a QR code image (a data URL), for an authenticator app to scan. */
export function TotpQrCode({ uri }: { uri: string }) {
  const [qr, setQr] = useState<{ uri: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(uri, { margin: 1, width: 200, errorCorrectionLevel: 'M' })
      .then((src) => {
        if (live) setQr({ uri, src });
      })
      .catch(() => {
        if (live) setQr(null);
      });
    return () => {
      live = false;
    };
  }, [uri]);
  if (!qr || qr.uri !== uri) return <div className="size-[200px] animate-pulse rounded-lg bg-muted" aria-hidden />;
  return (
    <img
      src={qr.src}
      width={200}
      height={200}
      alt="QR code to scan with your authenticator app"
      className="rounded-lg border border-border bg-white"
    />
  );
}
