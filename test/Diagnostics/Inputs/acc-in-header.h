// A header with an OpenACC directive (for unsupported-in-header.c).
static inline void header_fill(int n, float *x) {
  #pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    x[i] = 0;
}
