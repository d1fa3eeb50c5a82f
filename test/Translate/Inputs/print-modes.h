#define SCALE(v) (2 * (v))
