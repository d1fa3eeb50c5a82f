// `-x` sets the language of the inputs after it, as clang reads it: a C++
// source before `-x c` stays C++, the C one after it is C; `-x none` goes
// back to the extensions. (Found building OpenACC interoperability
// samples: `accc++ main.cpp -x c f.c` compiled main.cpp as C.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf 'int twice(int x) { int r = 0;\n#pragma acc parallel copy(r)\n r = 2 * x;\n return r; }\n' > %t/f.txt
// RUN: %accc++ -acc=host %s -x c %t/f.txt -o %t/prog
// RUN: %t/prog
// RUN: %accc++ -acc=host -x c %t/f.txt -x none %s -o %t/prog2
// RUN: %t/prog2
// RUN: %accc++ -acc=host -c -x c %t/f.txt -o %t/f.o
// RUN: %accc++ -acc=host %s %t/f.o -o %t/prog3
// RUN: %t/prog3

template <typename T> T same(T x) { return x; } // C++ only
extern "C" int twice(int x);

int main() { return twice(same(21)) == 42 ? 0 : 1; }
