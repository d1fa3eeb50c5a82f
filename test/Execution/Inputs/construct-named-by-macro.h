/* A kernel whose construct the includer names (directive-name-macros.c),
   as GCC's libgomp tests data-clauses.h and parallel-loop-1.h do. */
static int construct_in_header(int *v, int n) {
  int s = 0;
#pragma acc CONSTRUCT copyin(v[0:n]) reduction(+:s)
  {
#pragma acc loop reduction(+:s)
    for (int i = 0; i < n; ++i)
      s += v[i];
  }
  return s;
}
