// The part of web-push 3.6 (a CommonJS module without typings) the reference API uses.
declare module 'web-push' {
  export interface PushSubscription {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }
  export interface VapidDetails {
    subject: string;
    publicKey: string;
    privateKey: string;
  }
  export class WebPushError extends Error {
    statusCode: number;
  }
  export function generateVAPIDKeys(): { publicKey: string; privateKey: string };
  export function sendNotification(
    subscription: PushSubscription,
    payload: string,
    options: { vapidDetails: VapidDetails; TTL?: number },
  ): Promise<unknown>;
  const webPush: {
    generateVAPIDKeys: typeof generateVAPIDKeys;
    sendNotification: typeof sendNotification;
    WebPushError: typeof WebPushError;
  };
  export default webPush;
}
