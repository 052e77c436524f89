/** The listings grid: 2 compact cards a row on phones (PetCard), 2 fuller ones on tablets, 3 on large
 * screens (a module of its own, so the browse results can lay out the server's cards without loading
 * the cards' code). Every column is minmax(0, 1fr): a grid's implicit column is `auto`, which grows to
 * the longest word of any card, and one listing named with a pasted link widened every list past the screen. */
export const PET_GRID_CLASSES = "grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3";
