export interface OrdersInput {
  pathname: string;
}

export interface OrdersContext {
  /** The order whose tracking page is shown. */
  orderId: string | undefined;
}

export type OrdersEvent = { type: 'route.entered'; pathname: string; search: string };

export type OrdersTag = 'route:/orders' | 'route:/orders/$id' | 'error';
