// The CSV export button of the inbox.
export interface ExportCopy {
  button: string;
}
