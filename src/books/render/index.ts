// Report files (issue 8): PDF (pdfkit) and XLSX (exceljs) renderings of the books' statements and of trust
// distributions. Pure: data in, Buffer out; the caller stores them (ctx.data.files.create). Start with README.md.
export { financialReportPdf, financialReportXlsx, type FinancialReportData } from './financial-report.ts'
export { trustReportPdf, trustReportXlsx, type TrustBeneficiaryLine, type TrustReportData } from './trust-report.ts'
export { displayAmount } from './format.ts'
export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const
