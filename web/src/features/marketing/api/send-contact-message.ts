/** POST /api/contact: sends a contact-form message to the support team. */
import type { ContactBody, messageReply } from '@inkprint/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function sendContactMessage(body: ContactBody): Promise<z.infer<typeof messageReply>> {
  return apiRequest('POST', '/contact', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
