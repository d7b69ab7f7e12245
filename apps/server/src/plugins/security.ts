// Security headers. The CSP allows exactly what the web app loads: our own scripts and styles, plus
// Razorpay's checkout and Google's sign-in when they are configured.
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Env } from '../config/env.ts';

export async function registerSecurity(app: FastifyInstance, env: Env) {
  const razorpay = env.paymentGateway === 'razorpay';
  const google = Boolean(env.GOOGLE_CLIENT_ID);
  const scriptSrc = ["'self'"];
  const connectSrc = ["'self'"];
  const frameSrc: string[] = [];
  if (razorpay) {
    scriptSrc.push('https://checkout.razorpay.com');
    connectSrc.push('https://api.razorpay.com', 'https://lumberjack.razorpay.com');
    frameSrc.push('https://api.razorpay.com', 'https://checkout.razorpay.com');
  }
  if (env.GA_MEASUREMENT_ID) {
    scriptSrc.push('https://www.googletagmanager.com');
    connectSrc.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com');
  }
  if (google) {
    scriptSrc.push('https://accounts.google.com/gsi/client');
    connectSrc.push('https://accounts.google.com/gsi/');
    frameSrc.push('https://accounts.google.com/gsi/');
  }
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        styleSrc: ["'self'", "'unsafe-inline'", ...(google ? ['https://accounts.google.com/gsi/style'] : [])],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc,
        frameSrc: frameSrc.length ? frameSrc : ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: google ? { policy: 'same-origin-allow-popups' } : { policy: 'same-origin' },
    hsts: env.NODE_ENV === 'production',
  });
}
