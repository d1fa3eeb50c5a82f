// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// Subarrays that step through pointers in C++ (lib/Transform/PointerChain.cpp):
// a template whose parameter is `T **`, and a class whose member function
// maps its own pointer member row by row.

#include <cstdio>

template <typename T> void scale(T **a, int n, int m, T f) {
#pragma acc parallel loop copy(a[0:n][0:m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      a[i][j] *= f;
}

class Matrix {
public:
  Matrix(int n, int m) : n(n), m(m), rows(new float *[n]) {
    for (int i = 0; i < n; ++i) {
      rows[i] = new float[m];
      for (int j = 0; j < m; ++j)
        rows[i][j] = i + j;
    }
  }
  ~Matrix() {
    for (int i = 0; i < n; ++i)
      delete[] rows[i];
    delete[] rows;
  }
  void toDevice() {
#pragma acc enter data copyin(this[0:1], rows[0:n][0:m])
  }
  void fromDevice() {
#pragma acc exit data copyout(rows[0:n][0:m]) delete(this[0:1])
  }
  void addRowIndex() {
#pragma acc parallel loop present(this[0:1], rows[0:n][0:m])
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j)
        rows[i][j] += 100 * i;
  }
  int check() const {
    int bad = 0;
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j)
        bad += rows[i][j] != i + j + 100 * i;
    return bad;
  }

private:
  int n, m;
  float **rows;
};

int main() {
  // CHECK: template ok
  int n = 17, m = 33;
  double **a = new double *[n];
  for (int i = 0; i < n; ++i) {
    a[i] = new double[m];
    for (int j = 0; j < m; ++j)
      a[i][j] = i * m + j;
  }
  scale(a, n, m, 2.0);
  int bad = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      bad += a[i][j] != 2.0 * (i * m + j);
  std::printf("template %s\n", bad ? "bad" : "ok");

  // CHECK: class ok
  Matrix M(n, m);
  M.toDevice();
  M.addRowIndex();
  M.fromDevice();
  std::printf("class %s\n", M.check() ? "bad" : "ok");
  return 0;
}
