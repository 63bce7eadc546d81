import { useEffect, useState } from 'react';

/**
 * An address the page can show a file at (a chosen picture's preview), made when the file
 * changes and revoked when it changes again or the component leaves, so no file is held past use.
 */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (file === null) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}
