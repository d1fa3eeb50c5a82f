// The program's second source: the same template, another type.
#include "device_vector.hpp"

double num::float_total(std::size_t n) {
  DeviceVector<float> a(n), b(n);
  a.triad(b, 0.5f);
  return a.sum();
}
