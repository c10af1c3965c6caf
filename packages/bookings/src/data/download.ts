/**
 * Saves a Blob or a data URL as a file through a temporary link (the browser's download).
 * @example saveFile(new Blob([csv], { type: 'text/csv' }), 'Launch-questions.csv');
 */
export function saveFile(content: Blob | string, fileName: string): void {
  const url = typeof content === 'string' ? content : URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  if (typeof content !== 'string') setTimeout(() => URL.revokeObjectURL(url), 0);
}
