// main.cpp - runs the library's diffusion and checks it against the host
// reference, with a C++ template kernel of its own.
#include "heat/field.h"
#include "reference.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace heat {
// The largest difference between two fields, as an OpenACC max reduction.
template <typename T> T maxDiff(const T *a, const T *b, int n) {
  T worst = 0;
#pragma acc parallel loop copyin(a[0:n], b[0:n]) reduction(max:worst)
  for (int i = 0; i < n; ++i)
    worst = std::fmax(worst, std::fabs(a[i] - b[i]));
  return worst;
}
} // namespace heat

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 4096;
  int steps = 200;
  double k = 0.25;
  std::vector<double> u(n);
  heat_init(u.data(), n);
  double total = heat_run(u.data(), n, steps, k);

  std::vector<double> ref = heat::reference(n, steps, k);
  double refTotal = 0;
  for (double x : ref)
    refTotal += x;
  double diff = heat::maxDiff(u.data(), ref.data(), n);
  bool ok = diff < 1e-12 && std::fabs(total - refTotal) < 1e-9;
  std::printf("heat: n=%d steps=%d total=%.6f reference=%.6f maxdiff=%.1e %s\n",
              n, steps, total, refTotal, diff, ok ? "OK" : "FAILED");
  std::printf("heat: _OPENACC=%d\n", _OPENACC);
  return ok ? 0 : 1;
}
