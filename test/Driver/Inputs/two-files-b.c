// Second source of two-files.c.
void scale(int n, float *x, float a) {
  #pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] *= a;
}
