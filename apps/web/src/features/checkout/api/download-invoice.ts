// The invoice is HTML behind the bearer token, so it is fetched and handed to the browser as a file.
import { ApiError, apiUrl, authToken, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client.ts';

export async function fetchInvoice(paymentId: string): Promise<Blob> {
  const token = authToken();
  let res: Response;
  try {
    res = await fetch(apiUrl(`/payments/${encodeURIComponent(paymentId)}/invoice`), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError(body?.message ?? 'Failed to download invoice', res.status, body?.code ?? 'HTTP_ERROR');
  }
  return res.blob();
}

/** Saves the invoice as an .html file the user can open and print (or save as PDF). */
export async function downloadInvoice(paymentId: string): Promise<void> {
  const blob = await fetchInvoice(paymentId);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `invoice-${paymentId.slice(0, 8)}.html`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
