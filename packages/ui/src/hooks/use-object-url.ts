import { useEffect, useState } from 'react';

/**
 * An object URL for a Blob (an image preview), made when the Blob is given and revoked when it
 * changes or the component goes away, so previews never leak their bytes.
 */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}
