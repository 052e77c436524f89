/** The listings grid: 1 column on phones, 2 on tablets, 3 on large screens (a module of its own, so the
 * browse results can lay out the server's cards without loading the cards' code). */
export const PET_GRID_CLASSES = "grid gap-5 sm:grid-cols-2 lg:grid-cols-3";
