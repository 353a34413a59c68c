// Shapes of the voices calls (issue 24, docs/api.md "Voices"), inferred from the shared zod schemas.
export type { DeleteVoiceReply, UpdateVoiceBody, Voice, VoiceReply, VoicesReply } from '@inkprint/shared';
