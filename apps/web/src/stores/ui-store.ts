import { create } from 'zustand';

type UiState = {
  /** The side drawer of phones and tablets (SPEC §4 "UI"). */
  isDrawerOpen: boolean;
  setDrawerOpen: (isOpen: boolean) => void;
};

export const useUiStore = create<UiState>()((set) => ({
  isDrawerOpen: false,
  setDrawerOpen: (isOpen) => set({ isDrawerOpen: isOpen }),
}));
