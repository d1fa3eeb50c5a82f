// reference.cpp - the sequential reference the OpenACC result must match.
#include "reference.hpp"

namespace heat {
std::vector<double> reference(int n, int steps, double k) {
  std::vector<double> u(n), v(n);
  for (int i = 0; i < n; ++i)
    u[i] = (i >= n / 4 && i < 3 * n / 4) ? 1.0 : 0.0;
  for (int s = 0; s < steps; ++s) {
    for (int i = 0; i < n; ++i) {
      double next = u[i];
      if (i > 0 && i < n - 1)
        next += k * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
      v[i] = (i == 0 || i == n - 1) ? 0.0 : next;
    }
    u.swap(v);
  }
  return u;
}
} // namespace heat
