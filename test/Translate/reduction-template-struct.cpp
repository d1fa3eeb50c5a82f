// RUN: %accc++ -acc=gpu -fopenacc-print=omp %s 2>/dev/null | grep -v '^ *//' | FileCheck %s
// RUN: %accc++ -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c++ -
// RUN: %accc++ -acc=multicore -fopenacc-print=omp %s 2>/dev/null | grep -v '^ *//' | FileCheck %s
// RUN: %accc++ -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -x c++ -
// RUN: %accc++ -acc=gpu -fopenacc-print=acc-omp %s 2>/dev/null | FileCheck %s --check-prefix=ACCOMP
// RUN: %accc++ -acc=gpu -fopenacc-print=omp %s 2>/dev/null | grep -v '^ *//' | FileCheck %s --check-prefix=GPU
// RUN: %accc++ -acc=gpu -Wall -Wextra -Werror -c %s -o %t.o

// Reductions in templates of a variable whose type depends on a template
// parameter (Transform/DeclaredReductions.cpp rule 6, Analysis/
// CompositeReductions.cpp rule 7): one declared reduction of
// `__typeof__(v)` whose combiner and initializer call functions
// overloaded for each instantiation's type: after a struct's declaration in
// its namespace (found by argument-dependent lookup), before the template
// for a built-in type; once per type and operator.

template <class T> T sum(const T *a, int n) {
  T s{};
  #pragma acc parallel loop reduction(+:s) copyin(a[0:n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}
// CHECK-LABEL: extern "C++" {
// CHECK-NEXT: static inline void __accc_red_combine_add(double &omp_out, const double &omp_in) { omp_out += omp_in; }
// CHECK-NEXT: static inline void __accc_red_init_add(double &omp_priv) { omp_priv = 0; }
// CHECK-NEXT: }
// CHECK-NEXT: template <class T> T sum(const T *a, int n) {
// CHECK:      #pragma omp declare reduction(__accc_red_add_T : __typeof__(s) : __accc_red_combine_add(omp_out, omp_in)) initializer(__accc_red_init_add(omp_priv))
// CHECK-NEXT: #pragma omp {{.*}}reduction(__accc_red_add_T: s)

namespace geo {
struct Vec {
  double x, y;
  int n;
};
// CHECK-LABEL: struct Vec {
// CHECK:      };
// CHECK-NEXT: extern "C++" {
// CHECK-NEXT: static inline void __accc_red_combine_add(::geo::Vec &omp_out, const ::geo::Vec &omp_in) { omp_out.x += omp_in.x; omp_out.y += omp_in.y; omp_out.n += omp_in.n; }
// CHECK-NEXT: static inline void __accc_red_init_add(::geo::Vec &omp_priv) { omp_priv = {0, 0, 0}; }
// CHECK-NEXT: }
// CHECK-NEXT: extern "C++" {
// CHECK-NEXT: static inline void __accc_red_combine_max(::geo::Vec &omp_out, const ::geo::Vec &omp_in) { omp_out.x = omp_in.x > omp_out.x ? omp_in.x : omp_out.x; omp_out.y = omp_in.y > omp_out.y ? omp_in.y : omp_out.y; omp_out.n = omp_in.n > omp_out.n ? omp_in.n : omp_out.n; }
// CHECK-NEXT: static inline void __accc_red_init_max(::geo::Vec &omp_priv) { omp_priv = {-__DBL_MAX__, -__DBL_MAX__, (int)((unsigned int)1 << 31)}; }
// CHECK-NEXT: }
Vec &operator+=(Vec &a, const Vec &b);
} // namespace geo

// A class template's member function; a subarray of the pointer's
// elements (`__typeof__(acc[0])`).
template <class T> struct Folder {
  T top(const T *a, int n, T m) {
    #pragma acc parallel loop reduction(max:m) copyin(a[0:n])
    for (int i = 0; i < n; ++i)
      raise(m, a[i]);
    return m;
  }
  void add(T *acc, const T *a, int n) {
    #pragma acc parallel loop reduction(+:acc[0:4]) copyin(a[0:4 * n])
    for (int i = 0; i < n; ++i)
      for (int k = 0; k < 4; ++k)
        acc[k] += a[4 * i + k];
  }
  static void raise(T &m, const T &x);
};
// CHECK-LABEL: template <class T> struct Folder {
// CHECK:      #pragma omp declare reduction(__accc_red_max_T : __typeof__(m) : __accc_red_combine_max(omp_out, omp_in)) initializer(__accc_red_init_max(omp_priv))
// CHECK:      #pragma omp declare reduction(__accc_red_add_T : __typeof__(acc[0]) : __accc_red_combine_add(omp_out, omp_in)) initializer(__accc_red_init_add(omp_priv))
// CHECK-NEXT: #pragma omp {{.*}}reduction(__accc_red_add_T: acc[0:4])

// A class template's specialization, declared after the template that
// reduces it: after the later of its template's and argument's
// declarations.
template <class R> struct Pair {
  R first, second;
};
struct Count {
  long k;
};
// CHECK-LABEL: struct Count {
// CHECK:      };
// CHECK-NEXT: extern "C++" {
// CHECK-NEXT: static inline void __accc_red_combine_add(::Pair< ::Count> &omp_out, const ::Pair< ::Count> &omp_in) { omp_out.first.k += omp_in.first.k; omp_out.second.k += omp_in.second.k; }
// CHECK-NEXT: static inline void __accc_red_init_add(::Pair< ::Count> &omp_priv) { omp_priv = {{[{][{]}}0}, {0{{[}][}]}}; }
// CHECK-NEXT: }
Pair<Count> &operator+=(Pair<Count> &a, const Pair<Count> &b);

// A typedef of an unnamed struct, in an `extern "C"` block.
extern "C" {
typedef struct {
  unsigned bits;
} Flags;
}
// CHECK-LABEL: } Flags;
// CHECK-NEXT: extern "C++" {
// CHECK-NEXT: static inline void __accc_red_combine_add(::Flags &omp_out, const ::Flags &omp_in) { omp_out.bits += omp_in.bits; }
Flags &operator+=(Flags &a, const Flags &b);

double f(const double *d, const geo::Vec *v, const Pair<Count> *p,
         const Flags *g, geo::Vec *acc, int n) {
  geo::Vec big = Folder<geo::Vec>().top(v, n, geo::Vec{0, 0, 0});
  Folder<geo::Vec>().add(acc, v, n);
  return sum(d, n) + sum(v, n).x + big.y + sum(p, n).first.k + sum(g, n).bits;
}

// The acc-omp print has the lines as comments.
// ACCOMP: } Flags;
// ACCOMP-NEXT: // extern "C++" {
// ACCOMP-NEXT: // static inline void __accc_red_combine_add(::Flags &omp_out, const ::Flags &omp_in) { omp_out.bits += omp_in.bits; }

// A kernels loop run as one gang (the loop calls a function that is no
// routine): the variable, a scalar in one instantiation and a struct in
// another, is copy (OpenACC 3.3 sec. 2.5.2: kernels copies both).
void raiseTo(double &m, double x);
void raiseTo(geo::Vec &m, const geo::Vec &x);
template <class T> T highest(const T *a, int n, T m) {
  #pragma acc kernels loop reduction(max:m) copyin(a[0:n])
  for (int i = 0; i < n; ++i)
    raiseTo(m, a[i]);
  return m;
}
// GPU-LABEL: template <class T> T highest(
// GPU:      #pragma omp target teams map(ompx_hold, to: a[0:n]) map(ompx_hold, tofrom: m) shared(m, a) firstprivate(n) num_teams(1)
double g(const double *d, const geo::Vec *v, int n) {
  return highest(d, n, 0.0) + highest(v, n, geo::Vec{0, 0, 0}).x;
}
