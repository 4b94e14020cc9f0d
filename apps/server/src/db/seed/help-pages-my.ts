import type { HelpPageDef } from './help-types.ts';

export const HELP_PAGES_MY: readonly HelpPageDef[] = [
  {
    key: 'term',
    title: 'Terma & Syarat',
    content: `<h2>Terma &amp; Syarat</h2>
<p>Terma &amp; Syarat ini ("Terma") mengawal penggunaan laman web Nova88 dan semua produk yang
ditawarkan di dalamnya (secara bersama, "Perkhidmatan"). Dengan mendaftar akaun atau
menggunakan Perkhidmatan, anda mengesahkan bahawa anda telah membaca, memahami dan menerima Terma ini.
Jika anda tidak bersetuju, jangan gunakan Perkhidmatan.</p>
<h3>1. Kelayakan</h3>
<ul>
<li>Anda mesti berumur sekurang-kurangnya 18 tahun, atau umur sah untuk berjudi di bidang kuasa anda jika
lebih tinggi.</li>
<li>Anda bertanggungjawab memastikan permainan dalam talian adalah sah di tempat anda berada. Akses dari
wilayah yang disekat tidak dibenarkan.</li>
<li>Pekerja Nova88, penyedia permainan dan rakan pembayaran kami, serta saudara terdekat mereka, tidak
boleh membuka akaun.</li>
</ul>
<h3>2. Akaun anda</h3>
<ul>
<li>Setiap individu hanya boleh memiliki satu akaun. Akaun pendua boleh ditutup dan bakinya
ditahan.</li>
<li>Maklumat pendaftaran mestilah benar, lengkap dan dikemas kini. Kami boleh meminta dokumen untuk
mengesahkan identiti, umur, alamat dan kaedah pembayaran anda pada bila-bila masa.</li>
<li>Rahsiakan kata laluan dan kod pengesahan anda. Kakitangan Nova88 tidak akan memintanya. Anda
bertanggungjawab atas semua aktiviti dalam akaun anda melainkan anda melaporkan penggunaan tanpa
kebenaran dengan segera.</li>
</ul>
<h3>3. Deposit dan pengeluaran</h3>
<ul>
<li>Semua baki dipegang dalam Ringgit Malaysia (MYR). Deposit mesti dibuat daripada kaedah pembayaran atas
nama anda sendiri.</li>
<li>Pengeluaran dibayar ke akaun yang disahkan atas nama anda. Sebelum pengeluaran, syarat pusing ganti
deposit anda mesti dipenuhi dan identiti anda mungkin disemak.</li>
<li>Kami bukan bank. Dana yang didepositkan tanpa permainan sebenar boleh dikembalikan ke kaedah
pembayaran asal selepas ditolak kos pemprosesan.</li>
</ul>
<h3>4. Promosi</h3>
<p>Nova88 tidak menjalankan sebarang promosi pada masa ini. Promosi yang ditawarkan pada masa hadapan akan
menerbitkan peraturannya sendiri, yang kemudiannya menjadi sebahagian daripada Terma ini.</p>
<h3>5. Permainan dan pertaruhan</h3>
<ul>
<li>Pertaruhan hanya diterima selepas disahkan oleh pelayan permainan. Rekod permainan diguna pakai jika
terdapat keraguan.</li>
<li>Sekiranya berlaku kerosakan, semua permainan dan bayaran yang terjejas adalah terbatal. Pusingan
permainan dalaman yang terganggu akan disambung semula atau diselesaikan memihak kepada anda.</li>
<li>Peluang, peraturan dan kadar pulangan kepada pemain dipaparkan dalam skrin bantuan setiap
permainan.</li>
</ul>
<h3>6. Permainan adil</h3>
<p>Penipuan, penggunaan bot atau perisian yang memberi kelebihan tidak adil, mengeksploitasi ralat,
pengubahan wang haram dan fraud adalah dilarang. Kami boleh menggantung akaun semasa siasatan dan
melaporkan aktiviti mencurigakan kepada pihak berkuasa.</p>
<h3>7. Permainan bertanggungjawab</h3>
<p>Sila baca halaman Permainan Bertanggungjawab kami. Anda boleh berhenti bermain pada bila-bila masa dan
meminta Khidmat Pelanggan menutup akaun anda.</p>
<h3>8. Had liabiliti</h3>
<p>Perkhidmatan disediakan "seadanya". Setakat yang dibenarkan oleh undang-undang, Nova88 tidak
bertanggungjawab atas kerugian tidak langsung atau kerugian akibat gangguan rangkaian di luar kawalan
kami.</p>
<h3>9. Penutupan akaun</h3>
<p>Anda boleh menutup akaun anda pada bila-bila masa dengan menghubungi Khidmat Pelanggan. Kami boleh
menutup atau menggantung akaun yang melanggar Terma ini. Baki sah yang tinggal akan dibayar selepas
semakan biasa.</p>
<h3>10. Perubahan dan aduan</h3>
<p>Kami boleh mengemas kini Terma ini; versi terkini sentiasa diterbitkan di sini dan perubahan penting
diumumkan di laman web. Aduan boleh dihantar kepada Khidmat Pelanggan.</p>`,
  },
  {
    key: 'privacy',
    title: 'Dasar Privasi',
    content: `<h2>Dasar Privasi</h2>
<p>Kami menghormati privasi anda. Dasar ini menerangkan data peribadi yang dikumpul oleh Nova88, sebabnya,
dan pilihan yang anda ada.</p>
<h3>Data yang kami kumpul</h3>
<ul>
<li>Data akaun: nama pengguna, nombor telefon bimbit, alamat e-mel, tarikh lahir dan nama pada akaun bank
anda.</li>
<li>Data transaksi: deposit, pengeluaran, pindahan dan pertaruhan.</li>
<li>Data teknikal: alamat IP, maklumat peranti dan pelayar, serta log keselamatan.</li>
</ul>
<h3>Cara kami menggunakannya</h3>
<ul>
<li>Untuk mengurus akaun anda, memproses pembayaran dan membayar kemenangan.</li>
<li>Untuk mengesahkan umur dan identiti, mencegah penipuan dan mematuhi undang-undang.</li>
<li>Untuk menghantar mesej perkhidmatan, seperti kod pengesahan.</li>
</ul>
<h3>Perkongsian</h3>
<p>Kami hanya berkongsi data dengan pemproses pembayaran, penyedia permainan, perkhidmatan pengesahan
identiti dan pihak berkuasa apabila dikehendaki oleh undang-undang. Kami tidak sekali-kali menjual data
peribadi anda.</p>
<h3>Keselamatan</h3>
<p>Kata laluan disimpan dengan cincangan sehala yang kukuh, sesi dilindungi oleh kuki selamat dan semua
trafik disulitkan.</p>
<h3>Penyimpanan dan hak anda</h3>
<p>Anda boleh meminta salinan data anda, pembetulan atau, jika dibenarkan undang-undang, pemadaman data
dengan menghubungi Khidmat Pelanggan.</p>
<h3>Kuki</h3>
<p>Kami hanya menggunakan kuki yang benar-benar perlu untuk mengekalkan log masuk anda dan mengingati
bahasa pilihan anda.</p>`,
  },
  {
    key: 'responsible',
    title: 'Permainan Bertanggungjawab',
    content: `<h2>Permainan Bertanggungjawab</h2>
<p><strong>Permainan di Nova88 hanya untuk orang dewasa berumur 18 tahun ke atas.</strong> Ia sepatutnya
menjadi hiburan, bukan cara untuk mencari wang atau lari daripada masalah.</p>
<h3>Kekalkan keseronokan</h3>
<ul>
<li>Tentukan terlebih dahulu berapa banyak masa dan wang yang akan anda belanjakan, dan berhenti apabila
mencapainya.</li>
<li>Bermain hanya dengan wang yang anda mampu kehilangan. Jangan sekali-kali mengejar kekalahan.</li>
<li>Jangan bermain ketika marah, letih atau di bawah pengaruh alkohol.</li>
<li>Seimbangkan permainan dengan aktiviti lain, keluarga dan rakan.</li>
</ul>
<h3>Alat di Pusat Keselamatan anda</h3>
<ul>
<li><strong>Had deposit, kerugian dan pertaruhan</strong> bagi 24 jam, 7 hari atau 30 hari, dan <strong>had
masa sesi</strong>. Had yang lebih rendah berkuat kuasa serta-merta. Had yang lebih tinggi, atau membuang had,
menunggu tempoh bertenang 24 jam dan kemudian memerlukan pengesahan anda.</li>
<li><strong>Rehat sementara</strong> selama 24 jam, 7 hari atau 30 hari. Ia bermula serta-merta dan
melog keluar anda di semua peranti; anda tidak boleh log masuk sehingga ia tamat.</li>
<li><strong>Pengecualian diri</strong> selama 6 bulan, 1 tahun, 5 tahun atau kekal. Ia bermula
serta-merta dan tidak boleh dibatalkan sebelum tamat. Permainan, deposit dan pindahan ditutup dan anda tidak
menerima promosi, tetapi anda masih boleh log masuk untuk mengeluarkan baki anda.</li>
<li><strong>Semakan realiti</strong>: peringatan pada selang masa pilihan anda yang menunjukkan berapa lama
anda bermain serta jumlah pertaruhan dan kemenangan dalam sesi itu.</li>
<li>Semak jumlah yang anda telah depositkan, pertaruhkan dan menangi pada bila-bila masa dalam rekod
transaksi dan pertaruhan anda.</li>
</ul>
<h3>Tanda amaran</h3>
<p>Berbelanja lebih daripada yang dirancang, meminjam untuk berjudi, menyembunyikan perjudian atau berasa
gelisah apabila tidak bermain boleh menjadi tanda masalah. Jika ini biasa bagi anda, sila berehat dan
berbincang dengan seseorang.</p>
<h3>Melindungi golongan bawah umur</h3>
<p>Setiap pemain mengesahkan bahawa dia berumur 18 tahun ke atas semasa mendaftar, dan kami menutup akaun
sesiapa yang berumur bawah 18 tahun.</p>
<h3>Mendapatkan bantuan</h3>
<p>Bantuan sulit dan bebas tersedia daripada organisasi seperti Gamblers Anonymous.</p>`,
  },
  {
    key: 'faq',
    title: 'Soalan Lazim',
    content: `<h2>Soalan Lazim</h2>
<h3>Bagaimana saya mendaftar?</h3>
<p>Klik <em>Daftar</em>, pilih pendaftaran melalui nama pengguna atau nombor telefon, isi borang dan
sahkan bahawa anda berumur 18 tahun ke atas serta menerima Terma.</p>
<h3>Saya terlupa kata laluan. Apa perlu dibuat?</h3>
<p>Gunakan <em>Lupa kata laluan</em> pada tetingkap log masuk. Anda boleh menetapkannya semula dengan
nombor telefon dan kod SMS.</p>
<h3>Berapa lama deposit diproses?</h3>
<p>Deposit perbankan dalam talian FPX dikreditkan sebaik sahaja bank anda mengesahkan bayaran. Pindahan
bank dikreditkan selepas pasukan kami menyemaknya.</p>
<h3>Berapa lama pengeluaran diproses?</h3>
<p>Pasukan kami menyemak dan membayar setiap pengeluaran selepas syarat pusing ganti dipenuhi. Anda boleh
mengikuti setiap langkah dalam rekod transaksi anda.</p>
<h3>Kenapa saya perlu melengkapkan pusing ganti?</h3>
<p>Setiap deposit mempunyai syarat pusing ganti, ditetapkan oleh saluran depositnya, yang mesti dipenuhi
sebelum pengeluaran. Pertaruhan dikira selepas pusingannya diselesaikan; pertaruhan yang dipulangkan atau
dibatalkan tidak dikira, dan pertaruhan yang dipulangkan sebahagian hanya dikira bahagian yang kekal dimainkan.</p>
<h3>Bolehkah saya mencuba permainan secara percuma?</h3>
<p>Ya. Banyak permainan slot dan memancing menawarkan percubaan percuma menggunakan kredit demo yang tidak
boleh dikeluarkan.</p>
<h3>Adakah data saya selamat?</h3>
<p>Ya. Semua sambungan disulitkan dan kata laluan tidak pernah disimpan dalam bentuk yang boleh
dibaca.</p>
<h3>Bagaimana menghubungi sokongan?</h3>
<p>Lihat <em>Hubungi Kami</em> di pusat bantuan.</p>`,
  },
  {
    key: 'about',
    title: 'Tentang Nova88',
    content: `<h2>Tentang Nova88</h2>
<p>Nova88 ialah platform hiburan dalam talian untuk pemain di Malaysia dan rantau Asia Pasifik. Kami
menghimpunkan slot, kasino langsung, sukan, memancing, permainan kad dan Nova Originals
kami sendiri yang terbukti adil dalam satu akaun yang selamat.</p>
<h3>Janji kami</h3>
<ul>
<li><strong>Permainan adil</strong>: setiap permainan dalaman adil dan boleh disahkan, dengan kadar
pulangan kepada pemain diterbitkan.</li>
<li><strong>Pembayaran</strong> dalam Ringgit Malaysia melalui perbankan dalam talian FPX dan pindahan bank
tempatan.</li>
<li><strong>Keselamatan diutamakan</strong>: sambungan disulitkan dan semakan akaun yang ketat.</li>
</ul>
<p>Laman web ini tersedia dalam Bahasa Melayu, Bahasa Inggeris dan Bahasa Cina.</p>`,
  },
  {
    key: 'contact',
    title: 'Hubungi Kami',
    content: `<h2>Hubungi Kami</h2>
<p>Nova88 ialah jenama demonstrasi dan tidak mempunyai saluran khidmat pelanggan sendiri. Apabila sesebuah
jenama menyediakan salurannya, ia dipaparkan di bawah <em>Sokongan</em> dalam menu sisi dan pada bar
terapung.</p>
<p>Untuk soalan tentang deposit, pengeluaran atau permainan, mulakan dengan Soalan Lazim. Setiap deposit,
pertaruhan, pindahan dan pengeluaran ada dalam rekod transaksi dan pertaruhan anda, dan setiap pusingan
permainan dalaman boleh disemak di halaman keadilan.</p>
<p>Demi keselamatan anda, jangan kongsi kata laluan atau kod SMS dengan sesiapa, termasuk individu yang
mendakwa sebagai kakitangan kami.</p>`,
  },
];
