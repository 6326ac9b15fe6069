/** The media type of an .xlsx workbook, as the contracts document it and the routes send it. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
