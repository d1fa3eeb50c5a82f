// A C++ header as C++ OpenACC codes write them: a class template whose
// constructor and destructor manage the device copy, member functions with
// compute constructs, a routine in a namespace, static members.
#pragma once
#include <cstddef>

#define ACC(...) _Pragma(#__VA_ARGS__)

namespace num {

struct Config {
  static double scale;
};

#pragma acc routine seq
template <typename T> inline T axpy(T a, T x, T y) { return a * x + y; }

template <typename T> class DeviceVector {
public:
  explicit DeviceVector(std::size_t n) : n_(n), data_(new T[n]) {
    for (std::size_t i = 0; i < n_; ++i)
      data_[i] = T(i);
    T *d = data_;
    #pragma acc enter data copyin(d[0:n])
  }
  ~DeviceVector() {
    T *d = data_;
    #pragma acc exit data delete(d[0:n_])
    delete[] data_;
  }
  void triad(const DeviceVector &b, T a) {
    T *x = data_;
    const T *y = b.data_;
    std::size_t n = n_;
    ACC(acc parallel loop present(x[0:n], y[0:n]))
    for (std::size_t i = 0; i < n; ++i)
      x[i] = axpy(a, y[i], x[i]);
  }
  T sum() const {
    const T *x = data_;
    std::size_t n = n_;
    T s = 0;
    #pragma acc parallel loop reduction(+:s) present(x[0:n])
    for (std::size_t i = 0; i < n; ++i)
      s += x[i] * Config::scale;
    return s;
  }

private:
  std::size_t n_;
  T *data_;
};

double float_total(std::size_t n);

} // namespace num
