/* A header without directives: the print leaves it out. */
static inline int twice(int x) { return 2 * x; }
