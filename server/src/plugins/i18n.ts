/** Sets `request.lang` and `request.t` from Accept-Language (English fallback). */
import fp from 'fastify-plugin';
import { pickLanguage, translator } from '../i18n/index.js';

export const i18nPlugin = fp(async (app) => {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('t', null as never);
  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    request.t = translator(request.lang);
  });
});
