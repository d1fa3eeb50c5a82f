// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// C++: a matrix class template over std::vector and a templated matrix
// multiply (gang / vector / inner seq loop), for int, float and double,
// checked against a host reference.

#include <cstdio>
#include <vector>

template <typename T> struct Matrix {
  int rows, cols;
  std::vector<T> v;
  Matrix(int r, int c) : rows(r), cols(c), v(r * c) {}
  T &operator()(int i, int j) { return v[i * cols + j]; }
};

template <typename T>
void matmul(const Matrix<T> &a, const Matrix<T> &b, Matrix<T> &c) {
  const T *pa = a.v.data(), *pb = b.v.data();
  T *pc = c.v.data();
  int m = a.rows, k = a.cols, n = b.cols;
#pragma acc parallel loop gang copyin(pa[0:m*k], pb[0:k*n]) copyout(pc[0:m*n])
  for (int i = 0; i < m; ++i) {
#pragma acc loop vector
    for (int j = 0; j < n; ++j) {
      T s = T(0);
#pragma acc loop seq
      for (int l = 0; l < k; ++l)
        s += pa[i * k + l] * pb[l * n + j];
      pc[i * n + j] = s;
    }
  }
}

template <typename T> int check(const char *name, T tol) {
  const int m = 70, k = 90, n = 110;
  Matrix<T> a(m, k), b(k, n), c(m, n);
  for (int i = 0; i < m; ++i)
    for (int l = 0; l < k; ++l)
      a(i, l) = T((i + 2 * l) % 9) - T(4);
  for (int l = 0; l < k; ++l)
    for (int j = 0; j < n; ++j)
      b(l, j) = T((3 * l + j) % 7) / T(2);
  matmul(a, b, c);
  int bad = 0;
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) {
      T s = T(0);
      for (int l = 0; l < k; ++l)
        s += a(i, l) * b(l, j);
      T d = c(i, j) - s;
      bad += (d < T(0) ? -d : d) > tol;
    }
  std::printf("%s matmul bad %d\n", name, bad);
  return bad;
}

int main() {
  // CHECK: int matmul bad 0
  check<int>("int", 0);
  // CHECK-NEXT: float matmul bad 0
  check<float>("float", 1e-3f);
  // CHECK-NEXT: double matmul bad 0
  check<double>("double", 1e-9);
  return 0;
}
