// RUN: %accc++ -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc++ -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc++ -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu-compile %{ %accc++ -acc=gpu -O2 %s -o %t.gpu2 %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Gang reductions in a class template's member functions whose variable's
// type depends on the template parameter (Transform/GangReductions.cpp rule
// 1, `__typeof__(x)`), as BabelStream's C++ models write them: a dot
// product over `intptr_t` indices (a direct kernel that reduces: a loop
// variable of 64 bits, DirectKernels.cpp rule 3), a max over int indices
// (the OpenMP kernel) and a min over `intptr_t` ones (a direct kernel),
// whose identities differ between the instantiations (openacc.h's
// overloads), a collapsed nest's sum (a direct kernel), for
// double, float, int and long; the GPU build at -O0 too (its block slots in
// dynamic shared memory: a static local made clang emit the member
// function for the device, host references and all, and the link failed).
#include <cstdint>
#include <cstdio>

extern int verbose; // a host-only variable in the member functions

template <class T> class Field {
public:
  explicit Field(intptr_t n) : n_(n), a_(new T[n]), b_(new T[n]) {
    for (intptr_t i = 0; i < n; ++i) {
      a_[i] = T(i % 7);
      b_[i] = T(i % 5);
    }
    T *a = a_, *b = b_;
    #pragma acc enter data copyin(a[0:n], b[0:n])
  }
  ~Field() {
    T *a = a_, *b = b_;
    #pragma acc exit data delete(a[0:n_], b[0:n_])
    delete[] a_;
    delete[] b_;
  }
  T dot() const {
    T sum{};
    intptr_t size = n_;
    const T *__restrict a = a_, *__restrict b = b_;
    if (verbose)
      std::printf("dot of %ld\n", long(size));
    #pragma acc parallel loop reduction(+:sum) present(a[0:size], b[0:size])
    for (intptr_t i = 0; i < size; ++i)
      sum += a[i] * b[i];
    return sum;
  }
  T top() const {
    T m = T(-1);
    int size = int(n_);
    const T *a = a_;
    #pragma acc parallel loop reduction(max:m) present(a[0:size])
    for (int i = 0; i < size; ++i)
      m = a[i] > m ? a[i] : m;
    return m;
  }
  T least() const {
    T m = T(100);
    intptr_t size = n_;
    const T *a = a_;
    #pragma acc parallel loop reduction(min:m) present(a[0:size])
    for (intptr_t i = 0; i < size; ++i)
      m = a[i] < m ? a[i] + T(1) : m;
    return m;
  }
  T grid(int rows) const {
    T s = 0;
    int cols = int(n_ / rows);
    const T *a = a_;
    if (verbose)
      std::printf("grid of %d\n", rows);
    #pragma acc parallel loop collapse(2) reduction(+:s) present(a[0:rows * cols])
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c)
        s += a[r * cols + c];
    return s;
  }

private:
  intptr_t n_;
  T *a_, *b_;
};

int verbose = 0;

template <class T> void check(const char *name, intptr_t n) {
  Field<T> f(n);
  long long dot = 0, grid = 0;
  for (intptr_t i = 0; i < n; ++i) {
    dot += (i % 7) * (i % 5);
    grid += i % 7;
  }
  std::printf("%s dot %d top %d least %d grid %d\n", name,
              (long long)f.dot() == dot, (long long)f.top() == 6,
              (long long)f.least() == 1, (long long)f.grid(100) == grid);
}

int main() {
  check<double>("double", 100000);
  check<float>("float", 1000); // exact: small sums
  check<int>("int", 100000);
  check<long>("long", 100000);
  return 0;
}

// CHECK: double dot 1 top 1 least 1 grid 1
// CHECK-NEXT: float dot 1 top 1 least 1 grid 1
// CHECK-NEXT: int dot 1 top 1 least 1 grid 1
// CHECK-NEXT: long dot 1 top 1 least 1 grid 1
