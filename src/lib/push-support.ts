/** Whether this browser can push at all: notifications and a push service. */
export const canPush = () => 'Notification' in window && 'PushManager' in window;
