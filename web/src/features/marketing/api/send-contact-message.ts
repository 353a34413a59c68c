/** POST /api/contact: sends a contact-form message to the support team. */
import type { ContactBody } from '@inkprint/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SendContactMessageResponse {
  message: string;
}

export function sendContactMessage(body: ContactBody): Promise<SendContactMessageResponse> {
  return apiRequest<SendContactMessageResponse>('POST', '/contact', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
