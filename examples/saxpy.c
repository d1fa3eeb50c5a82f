// saxpy.c - the accc example: y = a*x + y on the GPU (or on the CPU cores),
// with a sum reduction. Build and run:  accc -O2 examples/saxpy.c -o saxpy && ./saxpy
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const int n = 1 << 24;
  float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (int i = 0; i < n; ++i) {
    x[i] = (float)(i % 100);
    y[i] = 1.0f;
  }
  const float a = 2.0f;
  double sum = 0;
  int on_gpu = 0;
  #pragma acc parallel loop copyin(x[0:n]) copy(y[0:n]) reduction(+:sum) reduction(max:on_gpu)
  for (int i = 0; i < n; ++i) {
    y[i] = a * x[i] + y[i];
    sum += y[i];
    on_gpu = acc_on_device(acc_device_not_host);
  }
  // Every y[i] is 2*(i%100)+1: check against the same sum on the host.
  double expected = 0;
  for (int i = 0; i < n; ++i)
    expected += 2.0 * (i % 100) + 1.0;
  int ok = sum == expected && y[123] == 47.0f;
  printf("saxpy: n=%d sum=%.0f (expected %.0f) ran on the %s: %s\n", n, sum,
         expected, on_gpu ? "GPU" : "host", ok ? "OK" : "WRONG");
  free(x);
  free(y);
  return ok ? 0 : 1;
}
