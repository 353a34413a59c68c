/** `npm run worker`: the server in the `worker` role (decision 027) — it runs jobs and serves only /api/health. */
process.env.INKPRINT_ROLE = 'worker';
await import('./main.js');
