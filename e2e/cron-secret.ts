// The scheduler's secret of the journeys' server (playwright.config.ts hands it to the server as
// CRON_SECRET; e2e/alerts.spec.ts calls GET /server/alerts/run with it, as Vercel Cron would).
export const E2E_CRON_SECRET = "e2e-cron-secret-0123456789abcdef";
