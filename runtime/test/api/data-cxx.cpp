// RUN: %cxx %s %libacc -o %t
// RUN: %t | FileCheck %s

// The data routines from C++: openacc.h declares them with C linkage and
// noexcept, with the signatures of OpenACC 3.3, sec. 3.2.18 - 3.2.30.

#include <openacc.h>
#include <stdio.h>
#include <type_traits>

static_assert(std::is_same<decltype(&acc_copyin), void *(*)(void *, size_t) noexcept>::value, "");
static_assert(std::is_same<decltype(&acc_copyin_async), void (*)(void *, size_t, int) noexcept>::value, "");
static_assert(std::is_same<decltype(&acc_map_data), void (*)(void *, void *, size_t) noexcept>::value, "");
static_assert(std::is_same<decltype(&acc_attach), void (*)(void **) noexcept>::value, "");
static_assert(std::is_same<decltype(&acc_wait_any), int (*)(int, int *) noexcept>::value, "");
static_assert(std::is_same<decltype(&acc_memcpy_d2d), void (*)(void *, void *, size_t, int, int) noexcept>::value, "");

int main() {
  static float A[64];
  for (int I = 0; I < 64; ++I)
    A[I] = I;
  float *D = static_cast<float *>(acc_copyin(A, sizeof(A)));
  float V = -1;
  acc_memcpy_from_device(&V, D + 9, sizeof(V));
  acc_copyout(A, sizeof(A));
  // CHECK: device copy 9, present 1
  printf("device copy %g, present %d\n", V, D != nullptr);
  return 0;
}
