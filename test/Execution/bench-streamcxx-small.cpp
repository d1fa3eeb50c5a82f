// RUN: %accc++ -acc=multicore -O2 %S/../../bench/streamcxx/streamcxx.cpp -o %t.mc && %t.mc 4096 2 | FileCheck %s --implicit-check-not=WRONG
// RUN: %accc++ -acc=host -O2 %S/../../bench/streamcxx/streamcxx.cpp -o %t.host && %t.host 4096 2 | FileCheck %s --implicit-check-not=WRONG

// The C++ streaming benchmark (bench/streamcxx/streamcxx.cpp: a class
// template's methods with `parallel loop present(...) wait` over intptr_t
// indices and a reduction of a value-initialized T, for double and float)
// at a tiny size, each kernel's result checked by the benchmark against a
// serial reference. The timings are not looked at. The RUN lines build the
// benchmark's file itself (accc translates OpenACC only in the file it
// compiles); test/gpu/run-gpu-tests.sh builds and runs this file's empty
// main.

// CHECK: RESULT streamcxx copy {{.*}} ok
// CHECK-NEXT: RESULT streamcxx mul {{.*}} ok
// CHECK-NEXT: RESULT streamcxx add {{.*}} ok
// CHECK-NEXT: RESULT streamcxx triad {{.*}} ok
// CHECK-NEXT: RESULT streamcxx dot {{.*}} ok
// CHECK-NEXT: RESULT streamcxx nstream {{.*}} ok
// CHECK: RESULT streamcxx_f32 copy {{.*}} ok
// CHECK-NEXT: RESULT streamcxx_f32 mul {{.*}} ok
// CHECK-NEXT: RESULT streamcxx_f32 add {{.*}} ok
// CHECK-NEXT: RESULT streamcxx_f32 triad {{.*}} ok
// CHECK-NEXT: RESULT streamcxx_f32 dot {{.*}} ok
// CHECK-NEXT: RESULT streamcxx_f32 nstream {{.*}} ok

int main() { return 0; }
