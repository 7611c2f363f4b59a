import { sendParent } from 'xstate';
import { checkoutOptionMachine } from '../checkout-option/checkout-option.machine.ts';

/**
 * The checkout-option chart as a child of the tree: a change asks the tree to run the start-up load
 * again; keeping the choice for the next visit (`keepOption`) is the app's to provide.
 */
export const treeCheckoutOptionMachine = checkoutOptionMachine.provide({
  actions: {
    requestStartupLoad: sendParent(({ context }) => ({
      type: 'checkoutOption.changed' as const,
      option: context.option,
    })),
  },
});
