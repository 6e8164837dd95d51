/** Hands text to the browser as a file download. */
export function downloadText(fileName: string, parts: readonly string[], type: string): void {
  const url = URL.createObjectURL(new Blob([...parts], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Hands a CSV to the browser as a file download. The BOM lets spreadsheet programs read UTF-8 names. */
export function downloadCsv(fileName: string, csv: string): void {
  downloadText(fileName, ['\uFEFF', csv], 'text/csv;charset=utf-8');
}
