// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp %s > %t.cpp && %clang-omp -fsyntax-only %t.cpp
// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s --check-prefix=OUT
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s --check-prefix=OUT %}

// A `return` that leaves a `declare`'s data lifetime in C++ functions that
// return references, classes, a type of a template parameter, or a deduced
// type: the value goes into a local of that type (as written where it
// depends on the template or is deduced), the data lifetime ends, and the
// local is returned (an rvalue reference cast back).

#include <stdio.h>
#include <utility>
#include <vector>

std::vector<double> squares(double *x, int n) {
#pragma acc declare copy(x[0:n])
#pragma acc parallel loop present(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] *= x[i];
#pragma acc update self(x[0:n])
  return std::vector<double>(x, x + n);
}

double &largest(double *x, int n) {
#pragma acc declare copyin(x[0:n])
  return x[n - 1];
}

std::vector<int> &&moved(std::vector<int> &v, int *a, int n) {
#pragma acc declare copyin(a[0:n])
  return std::move(v);
}

template <class T> T total(const T *x, int n) {
  T s = 0;
#pragma acc declare copyin(x[0:n])
#pragma acc parallel loop present(x[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += x[i];
  return s;
}

template <class T> auto doubled(T *x, int n) {
#pragma acc declare copyin(x[0:n])
  if (n > 0)
    return n * 2;
  return 0;
}

int main() {
  double x[4] = {1, 2, 3, 4};
  std::vector<double> s = squares(x, 4);
  double &big = largest(x, 4);
  big = 100; // a reference to x[3]
  int ia[3] = {1, 2, 3};
  std::vector<int> v{7, 8}, w = moved(v, ia, 3);
  // OUT: squares 1 4 9 16 largest 100 moved 2 0 total 6 14 doubled 6
  printf("squares %g %g %g %g largest %g moved %zu %zu total %d %g doubled %d\n",
         s[0], s[1], s[2], s[3], x[3], w.size(), v.size(), total(ia, 3),
         total(x, 3), doubled(ia, 3));
  return 0;
}

// The checks come last: the printed source keeps these comments.
// CHECK-LABEL: std::vector<double> squares(
// CHECK: { std::vector<double> __accc_ret = std::vector<double>(x, x + n);
// CHECK-NEXT: #pragma omp target exit data map(from: x[0:n])
// CHECK-NEXT: return __accc_ret;
// CHECK-LABEL: double &largest(
// CHECK: { double &__accc_ret = x[n - 1];
// CHECK-NEXT: #pragma omp target exit data map(release: x[0:n])
// CHECK-NEXT: return __accc_ret;
// CHECK-LABEL: std::vector<int> &&moved(
// CHECK: { std::vector<int> &&__accc_ret = std::move(v);
// CHECK: return static_cast<decltype(__accc_ret)>(__accc_ret);
// CHECK-LABEL: template <class T> T total(
// CHECK: { T __accc_ret = s;
// CHECK-LABEL: template <class T> auto doubled(
// CHECK: { auto __accc_ret = n * 2;
// CHECK: { auto __accc_ret = 0;
// CHECK-LABEL: int main(
