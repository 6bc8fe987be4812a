/** "+639171234567" → "+63 917 123 4567"; anything else (landlines, odd formats) as it is. */
export function formatPhone(phone: string): string {
  const m = /^\+63(9\d{2})(\d{3})(\d{4})$/.exec(phone);
  return m ? `+63 ${m[1]} ${m[2]} ${m[3]}` : phone;
}
