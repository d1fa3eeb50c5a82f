// RUN: %accc++ -acc=gpu -fopenacc-print=omp %s 2>/dev/null | grep -v '^ *//' | FileCheck %s
// RUN: %accc++ -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c++ -
// RUN: %accc++ -acc=multicore -fopenacc-print=omp %s 2>/dev/null | grep -v '^ *//' | FileCheck %s
// RUN: %accc++ -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -x c++ -
// RUN: %accc++ -acc=gpu -fopenacc-print=acc %s 2>/dev/null | FileCheck %s --check-prefix=ACC

// C++'s std::complex in reductions (Analysis/CompositeReductions.cpp rule
// 6, Transform/DeclaredReductions.cpp rule 1): clang 22's Sema rejects the
// class ("not an aggregate"); accc reduces it as one complex value, alone,
// as an array's elements and as a struct's member, through real(), imag()
// and the constructor (a product from the parts: the device has no
// __muldc3), its identity converted by the constructor; in a template,
// `std::complex<R>` through `decltype`. The printed OpenACC is the user's.

#include <complex>

namespace sig {
struct Bin {
  int n;
  std::complex<float> z;
};

// CHECK: #pragma omp declare reduction(__accc_red_add_sig_Bin : sig::Bin : omp_out.n += omp_in.n, omp_out.z = ::std::complex<float>(omp_out.z.real() + omp_in.z.real(), omp_out.z.imag() + omp_in.z.imag())) initializer(omp_priv = {0, 0})
// CHECK: #pragma omp declare reduction(__accc_red_mul_std_complex_double : std::complex<double> : omp_out = ::std::complex<double>(omp_out.real() * omp_in.real() - omp_out.imag() * omp_in.imag(), omp_out.real() * omp_in.imag() + omp_out.imag() * omp_in.real())) initializer(omp_priv = 1)
// CHECK: #pragma omp declare reduction(__accc_red_add_std_complex_double : std::complex<double> : omp_out = ::std::complex<double>(omp_out.real() + omp_in.real(), omp_out.imag() + omp_in.imag())) initializer(omp_priv = 0)
// CHECK: double power(
double power(const std::complex<double> *x, int n) {
  std::complex<double> s(0, 0), p(1, 0);
  std::complex<double> spec[8];
  Bin b{0, 0};
  // CHECK: reduction(__accc_red_add_std_complex_double: s, spec) reduction(__accc_red_mul_std_complex_double: p) reduction(__accc_red_add_sig_Bin: b)
  // ACC: #pragma acc parallel loop reduction(+:s) reduction(*:p) reduction(+:spec, b) copyin(x[0:n])
#pragma acc parallel loop reduction(+:s) reduction(*:p) reduction(+:spec, b) copyin(x[0:n])
  for (int i = 0; i < n; ++i) {
    s += x[i];
    p *= x[i];
    spec[i % 8] += x[i];
    b.n += 1;
    b.z += std::complex<float>(1, 0);
  }
  return std::abs(s) + std::abs(p) + std::abs(spec[0]) + b.n;
}

// In a template, `std::complex<R>`: one declaration at the construct, the
// type each instantiation's.
// CHECK-LABEL: R norm2(
// CHECK: #pragma omp declare reduction(__accc_red_mul_std_complex_R : __typeof__(p) : omp_out = decltype(omp_out)(omp_out.real() * omp_in.real() - omp_out.imag() * omp_in.imag(), omp_out.real() * omp_in.imag() + omp_out.imag() * omp_in.real())) initializer(omp_priv = 1)
// CHECK: reduction(__accc_red_mul_std_complex_R: p)
template <class R> R norm2(const std::complex<R> *x, int n) {
  std::complex<R> p(1, 0);
#pragma acc parallel loop reduction(*:p) copyin(x[0:n])
  for (int i = 0; i < n; ++i)
    p *= x[i];
  return std::norm(p);
}
template double norm2(const std::complex<double> *, int);
template float norm2(const std::complex<float> *, int);
} // namespace sig
