"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { earningsKeys } from "@/lib/ledger/keys";
import { orderKeys, transactionKeys } from "@/lib/orders/keys";
import { petKeys } from "@/lib/pets/keys";

/**
 * What any step of an order changes, fetched again: the order and the lists (a handover or a call-off
 * moves money: transactions and the seller's earnings; a call-off lists the pet again).
 */
export function useOrderRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: petKeys.all }),
        queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
        queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
      ]),
    [queryClient],
  );
}
