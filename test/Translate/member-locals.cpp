// RUN: %accc++ -acc=gpu -fopenacc-print=omp %s 2>/dev/null | grep -v '^//' | FileCheck %s
// RUN: %accc++ -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c++ -

// Member locals in C++ (Analysis/MemberReductions.cpp rules 4 and 6;
// Transform/MemberStandIns.cpp): the local's type is the canonical type,
// as a typedef of the member's class is not in the function's scope; a
// class of the function's own has no type the translation can spell at
// namespace scope (`main()::Local`), so its members keep OpenMP's maps; in
// a lambda, the locals are the lambda's.

namespace ns {
struct Box {
  typedef double real;
  real v[8];
  real *p;
};
} // namespace ns
template <typename T> struct TB { T w[4]; };

void typedefs(ns::Box &b, TB<float> &t) {
  auto f = [&]() {
#pragma acc parallel loop copy(b.v, t.w) copyout(b.p[0:8])
    for (int i = 0; i < 8; ++i) {
      b.v[i] = i;
      b.p[i] = 2 * i;
      if (i < 4)
        t.w[i] = i;
    }
  };
  f();
}
// CHECK-LABEL: void typedefs(
// CHECK:      double *__accc_member_b_v0 = b.v;
// CHECK-NEXT: float *__accc_member_t_w1 = t.w;
// CHECK-NEXT: double *__accc_member_b_p2 = b.p;

void local() {
  struct Local {
    struct In { int k; } in;
    int a[4];
  } l{{1}, {0}};
#pragma acc parallel copy(l.in, l.a)
  { l.a[1] = l.in.k; }
}
// CHECK-LABEL: void local(
// CHECK-NOT: __accc_member
// CHECK: map(ompx_hold, tofrom: l.in, l.a)
