// RUN: %accc++ -acc=gpu -fopenacc-print=omp -fopenacc-gang-reductions %s 2>/dev/null | grep -v '^ *//' | FileCheck %s
// RUN: %accc++ -acc=gpu -fopenacc-print=omp -fopenacc-gang-reductions %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -Wshadow-all -x c++ -
// RUN: %accc++ -acc=gpu -Wall -Wextra -Werror -c %s -o %t.o

// Gang reductions through libacc's memory (Transform/GangReductions.cpp
// rule 1) in templates: a variable whose type depends on a template
// parameter takes the form where every instantiation's type does (float and
// double: BabelStream's dot product in a class template) and the
// operator's identity is the same text in each; its type is then spelled
// `__typeof__(x)`. A `max` of float and int (identities that differ) takes
// it too, its identity openacc.h's overload by the variable's type
// (`__accc_lowest((__typeof__(m))0)`). Rule R's chunk counts the largest
// instantiation.

#include <cstdint>

template <class T> class Stream {
public:
  T dot(const T *__restrict a, const T *__restrict b, intptr_t n) {
    T sum{};
    #pragma acc parallel loop reduction(+:sum) present(a[0:n], b[0:n])
    for (intptr_t i = 0; i < n; ++i)
      sum += a[i] * b[i];
    return sum;
  }
  T top(const T *a, intptr_t n) {
    T m = a[0];
    #pragma acc parallel loop reduction(max:m) present(a[0:n])
    for (intptr_t i = 0; i < n; ++i)
      m = a[i] > m ? a[i] : m;
    return m;
  }
};
// CHECK-LABEL: T dot(
// CHECK:      static const struct __accc_gr_s { __typeof__(sum) v0; unsigned teams; __typeof__(sum) r0; } __accc_gr_init = {0, 0, 0};
// CHECK:      __typeof__(sum) *const __accc_gr_t0 = (__typeof__(sum) *)__accc_gang_reduction_target(&sum, sizeof sum, &__accc_gr_res->r0, 1);
// CHECK-NEXT: #pragma omp target teams {{.*}}thread_limit(256)
// CHECK-NEXT: {
// CHECK-NEXT: __ACCC_GANG_PARTIAL(__typeof__(sum), sum, 0)
// CHECK:      #pragma omp distribute parallel for reduction(+: sum) dist_schedule(static) schedule(static, 4)
// CHECK-LABEL: T top(
// CHECK:      static const struct __accc_gr_s { __typeof__(m) v0; unsigned teams; __typeof__(m) r0; } __accc_gr_init = {__accc_lowest((__typeof__(m))0), 0, 0};
// CHECK:      __ACCC_GANG_PARTIAL(__typeof__(m), m, __accc_lowest((__typeof__(m))0))

double use(const double *d, const float *f, const int *k, intptr_t n) {
  return Stream<double>().dot(d, d, n) + Stream<float>().dot(f, f, n) +
         Stream<float>().top(f, n) + Stream<int>().top(k, n);
}

// A member defined outside its class template (BabelStream's
// `ACCStream<T>::dot`, explicitly instantiated): its instantiations are
// found through the declaration inside the class (VarRefUtils
// instantiatedFunctions), so it takes the form too.
template <class T> class Outside {
public:
  T dot(const T *a, const T *b, intptr_t n);
};
template <class T> T Outside<T>::dot(const T *a, const T *b, intptr_t n) {
  T sum{};
#pragma acc parallel loop reduction(+ : sum) copyin(a[0:n], b[0:n]) wait
  for (intptr_t i = 0; i < n; i++)
    sum += a[i] * b[i];
  return sum;
}
template class Outside<float>;
template class Outside<double>;
// CHECK-LABEL: T Outside<T>::dot(
// CHECK:      __typeof__(sum) *const __accc_gr_t0 = (__typeof__(sum) *)__accc_gang_reduction_target(&sum, sizeof sum, &__accc_gr_res->r0, 1);
// CHECK:      __ACCC_GANG_PARTIAL(__typeof__(sum), sum, 0)
