// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s
// An element of a struct's array member in a data clause of a construct
// that copies the struct whole (it references it) is covered by that copy:
// only the struct is mapped (clang 22 gives a kernel mapping both the
// wrong arguments: "mismatch in kernel arguments" on the H100).
struct S { int v[8]; };
void f(void) {
  struct S s;
  #pragma acc parallel copy(s.v[3])
  s.v[3] = 9;
}
// CHECK: #pragma omp target teams map(ompx_hold, tofrom: s) shared(s)
