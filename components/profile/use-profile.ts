"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { profileApi, type TProfileAnswer, type TProfileDto } from "@/lib/profile/client";
import { profileKeys } from "@/lib/profile/keys";
import { useAuth } from "@/components/foundation/auth-provider";

export function useProfile() {
  return useQuery({ queryKey: profileKeys.detail(), queryFn: ({ signal }) => profileApi.get(signal) });
}

/**
 * After a save: the profile in the cache takes the server's answer, and the session user (header,
 * checkout's verified check) is fetched again so name, photo and verification agree everywhere.
 */
export function useApplyProfile() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useCallback(
    (profile: TProfileDto) => {
      queryClient.setQueryData<TProfileAnswer>(profileKeys.detail(), (old) => (old ? { ...old, profile } : old));
      refreshUser().catch(() => undefined);
    },
    [queryClient, refreshUser],
  );
}
