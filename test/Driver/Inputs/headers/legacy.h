/* Spellings of older compilers in a header: a routine prototype without a
   level clause, GCC's atomic update capture. */
#pragma acc routine
double twice(double x);

static inline int next_ticket(int *counter) {
  int mine;
  #pragma acc atomic update capture
  mine = (*counter)++;
  return mine;
}
