// Amounts as a report shows them: the API's decimal string with thousands separators ("-12345.60" → "-12,345.60").
// Only the display changes; the digits are the ones the books computed.
export function displayAmount(decimal: string): string {
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(decimal)
  if (!m) return decimal
  return `${m[1]}${m[2]!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${m[3] ?? ''}`
}
